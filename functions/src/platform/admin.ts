// The Admin SDK's Firestore for the callables and schedules, set up once per instance.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { firestoreReachable, type Env } from './environment';
import { firestoreNotRunning, type Doing } from './refusals';

/**
 * Firestore, or a refusal when there is none to reach: on the emulator without a Firestore
 * emulator the Admin SDK would go to the real project, so nothing touches the network then.
 */
export function adminFirestore(doing: Doing, env: Env = process.env): Firestore {
  if (!firestoreReachable(env)) throw firestoreNotRunning(doing);
  return getFirestore(getApps()[0] ?? initializeApp());
}
