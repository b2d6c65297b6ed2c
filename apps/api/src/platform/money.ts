export * from '@hirebase/shared/money';
