import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, normalizeEmail, normalizePhone } from './validators.ts';

describe('isValidEmail', () => {
  it.each([
    'a@b.co',
    'mailto:a@b.co',
    'MAILTO:someone@example.com',
    'first.last@example.com',
    'first+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'x_y-z@my-shop.travel',
    `a@b.${'c'.repeat(63)}`,
    'digits123@123.example.org',
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    'a@b.c',
    `a@b.${'c'.repeat(64)}`,
    'a@b.c0',
    'plainaddress',
    '@example.com',
    'a@',
    'a@.com',
    'a@example',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a b@example.com',
    'a@exa mple.com',
    'a@-example.com',
    'a@example-.com',
    'mailto:',
    'mail to:a@b.co',
    'a@b.co\n',
    '',
    `${'a'.repeat(300)}@example.com`,
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('drops the mailto prefix when normalising', () => {
    expect(normalizeEmail('  mailto:a@b.co ')).toBe('a@b.co');
  });
});

describe('isValidPhone', () => {
  it.each([
    'tel:+1 (555) 123-4567',
    '+15551234567',
    '555-1234',
    '123456',
    '123 456 789 012 345',
    '(030) 1234.5678',
    'TEL:0123456',
    '+44 20 7946 0958',
  ])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    '12345',
    '1234567890123456',
    '+1234567890123456',
    '++1234567',
    '12345a7',
    '+ 1-(2)-3',
    'tel:',
    'tel:12345',
    '1234567+',
    'phone: 1234567',
    '123_4567',
    '',
  ])('refuses %j', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('drops the tel prefix when normalising', () => {
    expect(normalizePhone('tel:+1 (555) 123-4567')).toBe('+1 (555) 123-4567');
  });
});
