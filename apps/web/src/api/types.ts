/** Shapes the web app reads and sends, derived from the generated client types (never written by hand). */
import type { CallResult, operations } from '@hirebase/client';

export type JsonBody<K extends keyof operations> =
  NonNullable<operations[K]['requestBody']> extends {
    content: { 'application/json': infer B };
  }
    ? B
    : never;

export type Me = CallResult<'getMe'>;
export type User = Me['user'];
export type Company = NonNullable<Me['company']>;
export type CompanyChoice = Me['companies'][number];
export type Membership = NonNullable<Me['membership']>;
export type Employee = CallResult<'getAllCompanyEmployees'>[number];
export type PendingInvitation = CallResult<'listCompanyInvitations'>[number];
export type UserSession = CallResult<'loginDashboard'>;
export type RentalPlaceSession = CallResult<'loginRentalPlace'>;
export type RentalPlaceAccount = RentalPlaceSession['account'];
export type Mail = CallResult<'devMailbox'>['items'][number];

export type Credentials = JsonBody<'loginDashboard'>;
export type ProfileUpdate = JsonBody<'updateMe'>;
export type EmployeeInput = JsonBody<'addEmployee'>;
export type CreateCompanyInput = JsonBody<'adminCreateCompany'>;
export type CreateUserInput = JsonBody<'adminCreateUser'>;
export type ArchiveReason = JsonBody<'adminArchiveCompany'>['reason'];
export type CompanySettings = CallResult<'getCompanySettings'>;
