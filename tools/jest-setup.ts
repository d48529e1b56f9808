import '@testing-library/jest-dom';

// Each test starts from empty browser storage, as a first visit does (a session or cart of one test never leaks).
// (A test of what the host's server draws runs in Node, without storage.)
afterEach(() => {
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
