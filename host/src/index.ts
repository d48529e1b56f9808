// Asynchronous start, so no shared module is consumed before the federation share scope is ready.
void import('./bootstrap');
