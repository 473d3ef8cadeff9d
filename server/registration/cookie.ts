import { hostCookie } from '../http/host-cookie';

/** The registration cookie (`reg`, `__Host-reg` over HTTPS). */
const cookie = hostCookie('reg');

export const readRegistrationToken = cookie.read;
export const setRegistrationCookie = cookie.set;
export const clearRegistrationCookie = cookie.clear;
