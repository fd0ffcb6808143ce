import { describe, expect, it } from 'vitest';
import {
  ApiError,
  describeError,
  describeSubmitError,
  describeLoginError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TEXT,
  SERVER_ERROR_TITLE,
} from './errors';

describe('describeError', () => {
  it('explains a server failure with the apology of spec section 8', () => {
    const error = new ApiError(500, SERVER_ERROR_TITLE, SERVER_ERROR_MESSAGE);
    expect(describeError(error, 'User Settings Error')).toEqual({
      title: 'Sorry for the inconvenience!',
      message: 'Our team is working to improve the system for you. Please give it a minute and try again later.',
    });
    expect(SERVER_ERROR_TEXT).toContain('Our team is working');
  });

  it('names the call and shows the network message when there was no answer', () => {
    expect(describeError(new NetworkError(), 'Bookmarks Error')).toEqual({
      title: 'Bookmarks Error',
      message: 'We have detected a network error. Please give it a minute and try again later.',
    });
    expect(NETWORK_ERROR_MESSAGE).toBe(new NetworkError().message);
  });

  it("prefers the server's error field, else the message", () => {
    expect(describeError(new ApiError(403, 'Forbidden', 'Not your folder'), 'Customer Error').message).toBe(
      'Forbidden',
    );
    expect(describeError(new ApiError(400, '', 'username is required'), 'Customer Error').message).toBe(
      'username is required',
    );
  });

  it('handles plain errors and non-errors', () => {
    expect(describeError(new Error('boom'), 'X').message).toBe('boom');
    expect(describeError('odd', 'X').message).toBe('odd');
  });
});

describe('describeLoginError', () => {
  it('turns a 401 into Access denied', () => {
    expect(describeLoginError(new ApiError(401, 'Access denied', 'Wrong username or password.'))).toEqual({
      title: 'Access denied',
      message: 'Are your sure your credentials are correct?',
    });
  });

  it('shows any other failure with its raw message', () => {
    expect(describeLoginError(new ApiError(429, 'Too Many Requests', 'Try again in 15 minutes.'))).toEqual({
      title: 'Authentication Failed',
      message: 'Try again in 15 minutes.',
    });
    expect(describeLoginError(new NetworkError()).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(describeLoginError(new ApiError(500, SERVER_ERROR_TITLE, SERVER_ERROR_MESSAGE)).message).toBe(
      'Please give it a minute and try again later.',
    );
  });
});

describe('describeSubmitError', () => {
  it("shows the server's sentence for a refused submission, not its error class", () => {
    const taken = new ApiError(409, 'Conflict', 'A user named "dana" already exists.', 'username');
    expect(describeSubmitError(taken, 'Sign Up Error')).toEqual({
      title: 'Sign Up Error',
      message: 'A user named "dana" already exists.',
    });
  });

  it('explains network and server failures like every other call', () => {
    expect(describeSubmitError(new NetworkError(), 'Sign Up Error')).toEqual({
      title: 'Sign Up Error',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(
      describeSubmitError(new ApiError(500, SERVER_ERROR_TITLE, SERVER_ERROR_MESSAGE), 'Sign Up Error').title,
    ).toBe(SERVER_ERROR_TITLE);
  });
});
