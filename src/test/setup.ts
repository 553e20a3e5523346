/**
 * Jest setup shared by every test: DOM matchers.
 */
import '@testing-library/jest-dom';
