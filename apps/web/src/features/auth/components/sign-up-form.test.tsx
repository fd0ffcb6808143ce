import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetchBehindBotCheck, TEST_BOT_CHECK_CHALLENGE } from '../../../test/fetch';
import { descriptionOf, renderWithApp } from '../../../test/render';
import { SignUpForm } from './sign-up-form';

const field = (name: string) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText(/^Password/);
const repeatField = () => screen.getByLabelText(/^Repeat password/);
/** The proof the form sends: the challenge it was given, with the nonce it found. */
const solvedProof = { challenge: TEST_BOT_CHECK_CHALLENGE.challenge, nonce: expect.stringMatching(/^[0-9a-z]+$/) };
const requestAccount = () => screen.getByRole('button', { name: 'Request account' });

describe('SignUpForm', () => {
  it("checks the fields inline with the server's rules and sends nothing while they fail", async () => {
    const { formRequests } = stubFetchBehindBotCheck();
    const { user, fill } = renderWithApp(<SignUpForm />, { url: '/sign-up' });

    await user.click(requestAccount());
    expect(descriptionOf(field('Username'))).toContain('Must be at least 2 characters');
    expect(descriptionOf(field('E-mail'))).toContain('Must be an e-mail address');
    expect(descriptionOf(passwordField())).toContain('Must be at least 8 characters');
    expect(descriptionOf(repeatField())).toContain('Repeat the password');

    await fill(field('Username'), 'analyst');
    await fill(field('E-mail'), 'someone@e2e.example');
    await fill(passwordField(), 'long enough 1');
    await fill(repeatField(), 'long enough 2');
    await user.click(requestAccount());
    expect(descriptionOf(repeatField())).toBe('The two passwords are not the same');
    // The fields that are right now say nothing more.
    expect(descriptionOf(field('Username'))).not.toContain('Must');
    expect(formRequests()).toEqual([]);
  });

  it('names a taken username under its field, focused, and shows no outcome', async () => {
    const { formRequests } = stubFetchBehindBotCheck(() =>
      errorResponse(409, { error: 'Conflict', message: 'A user named "analyst" already exists.', field: 'username' }),
    );
    const { user, fill } = renderWithApp(<SignUpForm />, { url: '/sign-up' });

    await fill(field('Username'), 'analyst');
    await fill(field('E-mail'), 'someone@e2e.example');
    await fill(passwordField(), 'long enough 1');
    await fill(repeatField(), 'long enough 1');
    await user.click(requestAccount());

    const username = await screen.findByRole('textbox', {
      name: 'Username',
      description: /A user named "analyst" already exists\./,
    });
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(screen.queryByRole('status')).toBeNull();
    expect(formRequests()).toEqual([
      {
        method: 'POST',
        url: '/auth/sign-up',
        body: { username: 'analyst', email: 'someone@e2e.example', password: 'long enough 1', botCheck: solvedProof },
      },
    ]);
  });

  it("replaces the form with the server's answer once the request is sent", async () => {
    const { formRequests } = stubFetchBehindBotCheck(() =>
      jsonResponse(201, { message: 'Your request has been sent to an administrator.' }),
    );
    const { user, fill } = renderWithApp(<SignUpForm />, { url: '/sign-up' });

    await fill(field('Username'), 'e2e_signup');
    await fill(field('E-mail'), 'e2e_signup@e2e.example');
    await fill(passwordField(), 'pending-pass-1');
    await fill(repeatField(), 'pending-pass-1');
    await fill(field('Message to the administrator'), '  Team Berlin, folder Aurora. ');
    await user.click(requestAccount());

    const outcome = await screen.findByRole('status');
    expect(outcome.textContent).toContain('Request sent');
    expect(outcome.textContent).toContain('Your request has been sent to an administrator.');
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Request account' })).toBeNull();
    expect(formRequests().map((request) => request.body)).toEqual([
      {
        username: 'e2e_signup',
        email: 'e2e_signup@e2e.example',
        password: 'pending-pass-1',
        message: 'Team Berlin, folder Aurora.',
        botCheck: solvedProof,
      },
    ]);
  });
});
