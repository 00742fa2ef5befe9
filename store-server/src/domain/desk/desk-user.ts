// The owner's desk (issue 20): who may use it and what the audit log records about who did something.

export const DESK_ROLES = ['owner', 'staff'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

export const isDeskRole = (value: unknown): value is DeskRole =>
  typeof value === 'string' && (DESK_ROLES as readonly string[]).includes(value);

/** A signed-in desk account, as the routes see it (and `GET /api/_info/me` answers it). */
export interface DeskUser {
  id: string;
  email: string;
  name: string;
  role: DeskRole;
}

/** A desk account acting (the audit log keeps its email and name as they were then). */
export interface DeskActor {
  type: 'desk';
  /** null: the shop's operator on the command line (npm run owner). */
  id: string | null;
  email: string;
  name: string;
}

/** A customer acting on their own order (accepting or declining an offer); id null for a guest. */
export interface CustomerActor {
  type: 'customer';
  id: string | null;
  email: string;
  name: string;
}

export type AuditActor = DeskActor | CustomerActor;

export const deskActor = (user: DeskUser): DeskActor => ({
  type: 'desk',
  id: user.id,
  email: user.email,
  name: user.name,
});

/** Longest name of a desk account. */
export const DESK_NAME_MAX_LENGTH = 255;
