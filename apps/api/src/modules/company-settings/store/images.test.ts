import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { formData, jpegImage, pngImage } from '../../../../test/factories/company-settings.ts';
import { makeShop } from '../../../../test/factories.ts';

interface Image {
  key: string;
  url: string;
  name: string | null;
}

describe('company settings: images', async () => {
  const { app, db } = await createTestApp();
  const png = (field: string, tag: number, filename = `photo-${tag}.png`) => ({
    field,
    filename,
    contentType: 'image/png',
    data: pngImage(tag),
  });
  const upload = (url: string, token: string, form: ReturnType<typeof formData>) =>
    app.inject({
      method: 'POST',
      url: `/v2${url}`,
      headers: { 'x-access-token': token, ...form.headers },
      payload: form.payload,
    });
  const fetchFile = (url: string) => app.inject({ method: 'GET', url });

  it('uploads the logo, serves its bytes publicly, and deletes the replaced file', async () => {
    const { company, token } = await makeShop(app, db);
    const first = await upload('/company/companyImage/logo', token, formData([png('file', 1, 'logo.png')]));
    expect(first.statusCode).toBe(200);
    const logo: Image = first.json().images.logo;
    expect(logo).toMatchObject({ name: 'logo.png' });
    expect(logo.key).toMatch(new RegExp(`^images/${company.id}/logo/[0-9a-f-]{36}\\.png$`));
    expect(logo.url).toBe(`/v2/files/${logo.key}`);
    const served = await fetchFile(logo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(pngImage(1))).toBe(true);

    const second = await upload(
      '/company/companyImage/logo',
      token,
      formData([{ ...png('file', 2), contentType: 'image/jpeg', data: jpegImage() }]),
    );
    const next: Image = second.json().images.logo;
    expect(next.key).toMatch(/\.jpg$/);
    expect((await fetchFile(next.url)).headers['content-type']).toBe('image/jpeg');
    expect((await fetchFile(logo.url)).statusCode).toBe(404);
    // Banner and cover are separate slots.
    const banner = await upload('/company/companyImage/banner', token, formData([png('file', 3)]));
    expect(banner.json().images).toMatchObject({
      logo: { key: next.key },
      banner: { name: 'photo-3.png' },
      cover: null,
    });
  });

  it('refuses what is not an image (whatever its declared type), an empty file, a missing file, an unknown slot', async () => {
    const { token } = await makeShop(app, db);
    const fake = {
      field: 'file',
      filename: 'evil.png',
      contentType: 'image/png',
      data: Buffer.from('<svg onload="x()"/>'),
    };
    const res = await upload('/company/companyImage/cover', token, formData([fake]));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.field).toBe('file');
    const empty = await upload('/company/companyImage/cover', token, formData([{ ...fake, data: Buffer.alloc(0) }]));
    expect(empty.json()).toMatchObject({ statusCode: 400, details: { field: 'file' } });
    const none = await upload('/company/companyImage/cover', token, formData([], { note: 'x' }));
    expect(none.json()).toMatchObject({ statusCode: 400, details: { field: 'file' } });
    expect((await upload('/company/companyImage/favicon', token, formData([png('file', 1)]))).statusCode).toBe(400);
  });

  it('keeps an ordered gallery: append, replace at a position, delete, with names', async () => {
    const { token } = await makeShop(app, db);
    const gallery = async (form: ReturnType<typeof formData>) => {
      const res = await upload('/company/uploadOnlineStoreImage', token, form);
      return { status: res.statusCode, body: res.json(), images: res.json().onlineStore?.gallery as Image[] };
    };
    const added = await gallery(
      formData([png('files', 1), png('files', 2), png('files', 3)], { names: 'Lac,Atelier,Vélos' }),
    );
    expect(added.status).toBe(200);
    expect(added.images.map((i) => i.name)).toEqual(['Lac', 'Atelier', 'Vélos']);
    const [lac, atelier, velos] = added.images;

    // Replace position 1, delete position 0, append one at the end.
    const changed = await gallery(
      formData([png('files', 4, 'new-atelier.png'), png('files', 5)], {
        indexes: '1,7',
        indexesToDelete: '0',
        names: '["Atelier neuf","Pistes"]',
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.images.map((i) => i.name)).toEqual(['Atelier neuf', 'Vélos', 'Pistes']);
    expect(changed.images[1].key).toBe(velos.key);
    expect((await fetchFile(lac.url)).statusCode).toBe(404);
    expect((await fetchFile(atelier.url)).statusCode).toBe(404);
    expect((await fetchFile(changed.images[0].url)).rawPayload.equals(pngImage(4))).toBe(true);

    const onlyDelete = await gallery(formData([], { indexesToDelete: '2' }));
    expect(onlyDelete.images.map((i) => i.name)).toEqual(['Atelier neuf', 'Vélos']);

    const failures: [ReturnType<typeof formData>, string][] = [
      [formData([], { indexesToDelete: '5' }), 'indexesToDelete.0'],
      [formData([png('files', 6)], { indexes: '0', indexesToDelete: '0' }), 'indexes.0'],
      [formData([png('files', 6)], { names: 'a,b' }), 'names'],
      [formData([png('files', 6)], { indexes: 'x' }), 'indexes.0'],
      [formData([]), 'files'],
      [formData([png('files', 6)], { colour: 'red' }), 'colour'],
    ];
    for (const [form, field] of failures) {
      const res = await gallery(form);
      expect(res.status, field).toBe(400);
      expect(res.body.details.field).toBe(field);
    }
    const many = Array.from({ length: 9 }, (_, i) => png('files', 10 + i));
    expect((await gallery(formData(many))).body.details.field).toBe('files');
    expect((await gallery(formData([]))).status).toBe(400);
  });

  it('uploads an image of any category and serves it back; duplicates it under a new key', async () => {
    const { company, token } = await makeShop(app, db);
    const res = await upload('/aws-s3/upload-image/product', token, formData([png('file', 42)]));
    expect(res.statusCode).toBe(200);
    const { key, url } = res.json();
    expect(key).toMatch(new RegExp(`^images/${company.id}/product/[0-9a-f-]{36}\\.png$`));
    expect(url).toBe(`/v2/files/${key}`);
    expect((await fetchFile(url)).rawPayload.equals(pngImage(42))).toBe(true);

    const copy = await app.inject({
      method: 'POST',
      url: '/v2/aws-s3/duplicate-image',
      headers: { 'x-access-token': token },
      payload: { key },
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().key).not.toBe(key);
    expect(copy.json().key).toMatch(new RegExp(`^images/${company.id}/product/`));
    expect((await fetchFile(copy.json().url)).rawPayload.equals(pngImage(42))).toBe(true);

    // Another company cannot copy it (404), nor can a key outside the image space be read.
    const other = await makeShop(app, db);
    const stolen = await app.inject({
      method: 'POST',
      url: '/v2/aws-s3/duplicate-image',
      headers: other.headers,
      payload: { key },
    });
    expect(stolen.statusCode).toBe(404);
    for (const bad of ['../../etc/passwd', `imports/${company.id}/x.csv`]) {
      const res2 = await app.inject({
        method: 'POST',
        url: '/v2/aws-s3/duplicate-image',
        headers: other.headers,
        payload: { key: bad },
      });
      expect(res2.statusCode).toBe(404);
    }
    expect(
      (await fetchFile(`/v2/files/images/${company.id}/product/0195f2a0-0000-7000-8000-000000000000.png`)).statusCode,
    ).toBe(404);
    expect((await fetchFile(`/v2/files/images/${company.id}/product/passwd`)).statusCode).toBe(400);
    expect((await upload('/aws-s3/upload-image/Bad*Category', token, formData([png('file', 1)]))).statusCode).toBe(400);
  });
});
