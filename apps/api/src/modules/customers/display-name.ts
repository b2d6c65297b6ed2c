/**
 * A customer's display name in hand-written SQL, for the `customers` row aliased `alias`: what `customerDisplayName`
 * (@hirebase/shared) answers — an entreprise's company name, else first and last name (empty parts left out), else
 * the company name, else ''.
 */
export const customerDisplayNameSql = (alias: string) => {
  const person = `concat_ws(' ', nullif(${alias}.first_name, ''), nullif(${alias}.last_name, ''))`;
  const company = `nullif(${alias}.company_name, '')`;
  return `case when ${alias}.type = 'entreprise' then coalesce(${company}, ${person})
    else coalesce(nullif(${person}, ''), ${company}, '') end`;
};
