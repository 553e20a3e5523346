/**
 * Jest setup shared by every test: DOM matchers, and how long a findBy or
 * waitFor waits for what a test expects.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// On a 2-core machine shared with a browser and PHP (load 10 to 20), a
// render after a click or a resolved request can come more than Testing
// Library's default second later: a focus moved in an effect, a message
// drawn after a lazy chunk. Waiting longer changes no answer, only how late
// a test that is right says so; one that is wrong still fails, later.
configure( { asyncUtilTimeout: 5_000 } );
