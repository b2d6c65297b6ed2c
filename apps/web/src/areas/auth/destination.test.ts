// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../api/auth.ts';
import { slugify } from '../admin/companies/companyForm.ts';
import { destinationAfterLogin } from './destination.ts';

const user = (role: string) => ({ kind: 'user', session: { role } }) as unknown as LoginResult;
const customer = { kind: 'rentalPlace', session: {} } as unknown as LoginResult;

describe('destinationAfterLogin', () => {
  it('follows ?next= only inside the area the session opens, and only on this site', () => {
    expect(destinationAfterLogin(user('manager'), '/dashboard/employees')).toBe('/dashboard/employees');
    expect(destinationAfterLogin(user('admin'), '/dashboard/employees')).toBe('/admin');
    expect(destinationAfterLogin(user('reconditioner'), null)).toBe('/reconditioning');
    expect(destinationAfterLogin(user('user'), '//evil.test/dashboard')).toBe('/dashboard');
    expect(destinationAfterLogin(user('user'), '/dashboardx')).toBe('/dashboard');
    expect(destinationAfterLogin(customer, '/marketplace')).toBe('/marketplace');
    // a marketplace customer goes back to the store page that offered the login; staff never do
    expect(destinationAfterLogin(customer, '/store/velos/p/123')).toBe('/store/velos/p/123');
    expect(destinationAfterLogin(user('manager'), '/store/velos/p/123')).toBe('/dashboard');
    expect(destinationAfterLogin(customer, '//evil.test/store/x')).toBe('/marketplace');
  });
});

describe('slugify', () => {
  it('turns a company name into a store address', () => {
    expect(slugify('Vélos & Glisse — Annecy ')).toBe('velos-glisse-annecy');
    expect(slugify('--Ski  Shop--')).toBe('ski-shop');
  });
});
