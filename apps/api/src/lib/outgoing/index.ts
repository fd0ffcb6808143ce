// The outgoing-calls module's public face (ADR 0121): everything else in this folder is its inside.
export { ARGUS_USER_AGENT, fetchOutgoing, type OutgoingRequest, type OutgoingResponse } from './outgoing-fetch';
export { OutgoingCallError, type OutgoingCallErrorCode } from './outgoing-call-error';
export { parsePrivateHostsPolicy, type PrivateHostsPolicy } from './private-hosts-policy';
