import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { applyServerErrors } from './formErrors.ts';

const apiError = (field: string | undefined, message = 'Server says no') =>
  new ApiError(400, { code: 'validationFailed', message, details: field ? { field } : undefined });

function setup() {
  return renderHook(() =>
    useForm({ initialValues: { email: '', newPassword: '', manager: { email: '', firstName: '' } } }),
  );
}

describe('applyServerErrors', () => {
  it("puts the server's message on the field named by details.field", () => {
    const { result } = setup();
    let applied = false;
    act(() => {
      applied = applyServerErrors(result.current, apiError('email', 'This email is already used'));
    });
    expect(applied).toBe(true);
    expect(result.current.errors).toEqual({ email: 'This email is already used' });
  });

  it('maps dotted paths of nested fields', () => {
    const { result } = setup();
    act(() => {
      applyServerErrors(result.current, apiError('manager.email'), { message: 'Adresse déjà utilisée' });
    });
    expect(result.current.errors).toEqual({ 'manager.email': 'Adresse déjà utilisée' });
  });

  it('renames server fields the form calls differently', () => {
    const { result } = setup();
    act(() => {
      applyServerErrors(result.current, apiError('password', 'Too short'), { fields: { password: 'newPassword' } });
    });
    expect(result.current.errors).toEqual({ newPassword: 'Too short' });
  });

  it('leaves the form alone when the error names no field of it', () => {
    const { result } = setup();
    const outcomes: boolean[] = [];
    act(() => {
      outcomes.push(applyServerErrors(result.current, apiError(undefined)));
      outcomes.push(applyServerErrors(result.current, apiError('token')));
      outcomes.push(applyServerErrors(result.current, apiError('manager.phone')));
      outcomes.push(applyServerErrors(result.current, new Error('network down')));
    });
    expect(outcomes).toEqual([false, false, false, false]);
    expect(result.current.errors).toEqual({});
  });
});
