// The WebAuthn ceremonies (@simplewebauthn/server): making a passkey and signing in with one. A passkey is bound to
// the editor's host (the relying party id) and every answer is checked against the editor's origin, so a passkey made
// for another site, or an answer relayed from another site's page, is refused. Passkeys are discoverable (the person
// picks theirs; no e-mail is typed to sign in), and attestation is not asked for (which device it is is not our
// business; its public key is).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { RequestError } from '../editor/server/json-body.ts';
import type { AdminConfig } from './config.ts';

const RP_NAME = 'Site editor';
const TIMEOUT_MS = 5 * 60_000;

export interface KnownPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/** Why a ceremony's answer was not accepted, in words for the person. */
export class PasskeyRefused extends Error {}

export async function registrationOptions(
  config: AdminConfig,
  person: { name: string; email: string; userId: string },
  existing: KnownPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: config.rpId,
    userID: isoBase64URL.toBuffer(person.userId),
    userName: person.email,
    userDisplayName: person.name,
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A ceremony's verification, or `refusal` in words: the library throws on a bad answer, or says it is not verified. */
async function verified<T extends { verified: boolean }>(verify: Promise<T>, refusal: (why: string) => Error) {
  const verification = await verify.catch((error: unknown) => {
    throw refusal(`The passkey was not accepted: ${describe(error)}`);
  });
  if (!verification.verified) throw refusal('The passkey was not accepted.');
  return verification;
}

/** The passkey a registration answer made, or a 400 saying why it was not accepted. */
export async function verifyRegistration(
  config: AdminConfig,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<KnownPasskey> {
  const verification = await verified(
    verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: config.origin,
      expectedRPID: config.rpId,
      requireUserVerification: false,
    }),
    (why) => new RequestError(400, why),
  );
  if (!verification.verified) throw new RequestError(400, 'The passkey was not accepted.'); // narrows the type
  const { credential } = verification.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

export function signInOptions(config: AdminConfig): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: config.rpId, timeout: TIMEOUT_MS, userVerification: 'preferred' });
}

/** Checks a sign-in answer against the stored passkey; gives the authenticator's new signature counter. */
export async function verifySignIn(
  config: AdminConfig,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: KnownPasskey,
): Promise<number> {
  const verification = await verified(
    verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: config.origin,
      expectedRPID: config.rpId,
      requireUserVerification: false,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
    }),
    (why) => new PasskeyRefused(why),
  );
  return verification.authenticationInfo.newCounter;
}
