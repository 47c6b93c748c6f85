import { AcceptInvitationRequest, InvitationRef, StaffSignInRequest } from '@shop/shared/contract/admin';
import { clientAddress } from '../../accounts/throttle.ts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { acceptInvitation, openInvitation } from '../enrolment.ts';
import { signIn } from '../signIn.ts';
import { shopEnrolmentPorts, shopSignInPorts } from '../staffAdapters.ts';
import { deskOf } from '../staffRoute.ts';

/** The back office's door, open without a token: signing in, and an invitation's link (docs/decisions/036). */
export const handler = deskOf({
  'POST /api/staff/signIn': httpRoute({ body: StaffSignInRequest }, ({ body, event }) =>
    signIn(body, clientAddress(event), systemClock.now(), shopSignInPorts),
  ),
  'POST /api/staff/invitation': httpRoute({ body: InvitationRef }, ({ body }) =>
    openInvitation(body, systemClock.now(), shopEnrolmentPorts),
  ),
  'POST /api/staff/invitation/accept': httpRoute({ body: AcceptInvitationRequest }, ({ body }) =>
    acceptInvitation(body, systemClock.now(), shopEnrolmentPorts),
  ),
});
