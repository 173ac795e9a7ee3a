import type { User } from '@loadline/core';
import { createContext, useContext } from 'react';

const SignedInUserContext = createContext<User | null>(null);
SignedInUserContext.displayName = 'SignedInUserContext';

/** Gives the screens inside the signed-in frame the user the session answered. */
export const SignedInUserProvider = SignedInUserContext.Provider;

/**
 * The signed-in user (name for greetings, mods for module access).
 *
 * @throws Error outside the signed-in frame (no session known there).
 */
export function useSignedInUser(): User {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser must be used inside the signed-in frame');
  return user;
}
