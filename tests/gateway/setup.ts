// Runs before each gateway test file: what the file's gateways leave behind is undone when it ends.
import { afterAll } from 'vitest';
import { undoFile } from './helpers';

afterAll(undoFile);
