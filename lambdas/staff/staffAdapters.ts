import { hashPassword } from '../accounts/passwordHash.ts';
import { countFailure, countSuccess, refuseThrottled } from '../accounts/throttle.ts';
import type { Mailer } from '../platform/mailer.ts';
import type { AuditLog, AuditReader } from './auditLog.ts';
import { dynamoAuditLog } from './dynamoAuditLog.ts';
import { dynamoAuditReader } from './dynamoAuditReader.ts';
import { dynamoStaffReader } from './dynamoStaffReader.ts';
import { dynamoStaffStore } from './dynamoStaffStore.ts';
import type { EnrolmentPorts } from './enrolment.ts';
import type { InvitationPorts } from './invitations.ts';
import type { SignInPorts } from './signIn.ts';
import type { StaffActionPorts, StaffReader, StaffStore } from './staffStore.ts';

/**
 * The staff's use cases wired to the shop's tables: the door's, the desks' (each checks a token
 * with the reader, and adds to the audit log), the command line's and the fixtures'. Nothing here
 * runs when imported, so a desk's bundle keeps only what it uses: a desk that reads staff and adds
 * to the log holds no write of an account and no read of the log (lambdas/uses.test.ts).
 */
export const shopStaff: StaffStore = dynamoStaffStore;
export const shopStaffReader: StaffReader = dynamoStaffReader;
export const shopAuditLog: AuditLog = dynamoAuditLog;
export const shopAuditReader: AuditReader = dynamoAuditReader;

export const shopStaffActions: StaffActionPorts = { staff: shopStaff, audit: shopAuditLog };

export const shopInvitationPorts = (mailer: Mailer, shopUrl: string): InvitationPorts => ({ ...shopStaffActions, mailer, shopUrl });

export const shopSignInPorts: SignInPorts = { staff: shopStaff, door: { refuseThrottled, countFailure, countSuccess } };

export const shopEnrolmentPorts: EnrolmentPorts = { staff: shopStaff, hashPassword };
