import '@testing-library/jest-dom';

// Each test starts from empty browser storage, as a first visit does (a session or cart of one test never leaks).
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
