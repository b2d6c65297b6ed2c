/** The demo shop's manager, logged in: JSON headers with the session, and a POST answering `{ status, body }`. */
export async function demoManager(base) {
  const login = await fetch(`${base}/login/user/login/dashboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@demo.hirebase.test', password: 'hirebase-demo' }),
  }).then((r) => r.json());
  const headers = { 'x-access-token': login.token, 'content-type': 'application/json' };
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  return { headers, post };
}

/** A product rented by quantity at 35 a day, with its model, created through the API; answers its id. */
export async function quantityProduct(post, name, quantity) {
  const model = await post('/products/create-product-model', { name, verticale: 'BIKE' });
  const product = await post('/products/create-product', {
    name,
    productModelId: model.body.id,
    stockMode: 'QUANTITY',
    quantity,
    priceGrid: { days: [{ days: 1, price: 35 }] },
  });
  if (product.status !== 200) throw new Error(`product: ${JSON.stringify(product.body)}`);
  return product.body.id;
}
