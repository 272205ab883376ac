describe(`the rules of a new resource hold on the merged one, on ${backend}`, () => {
  it('goods keep needing a classification; a 0 % line alone may be exempt', async () => {
    const account = await putAccount(app);
    const item = await account.data(
      account.call('POST', '/price_list_items', {
        price_list_item: {
          description: 'Cement 50 kg',
          unit: 'items',
          unit_price: 850,
          tax_rate: 0,
          kind: 'goods',
          classification_code: '3011150100',
        },
      }),
      201,
    );
    const unclassified = await account.call('PATCH', `/price_list_items/${item.id}`, {
      price_list_item: { classification_code: null },
    });
    expect(unclassified.statusCode).toBe(422);
    expect(unclassified.json().details).toEqual({
      classification_code: ['Goods need their KRA item classification (8 to 10 digits)'],
    });

    const invoice = await account.data(
      account.call('POST', '/invoices', {
        invoice: { contact_id: account.contactId, issue_date: '2026-01-10', due_date: '2026-02-09' },
      }),
      201,
    );
    const items = {
      items: [{ description: 'Maize', quantity: 1, unit: 'kg', unit_price: 90, tax_category: 'exempt' }],
    };
    const withLine = await account.data(account.call('POST', `/invoices/${invoice.id}/add_items`, items));
    const [line] = withLine.invoice_items as { id: number }[];
    const taxed = await account.call('PUT', `/invoices/${invoice.id}/items/${line!.id}`, {
      invoice_item: { tax_rate: 16 },
    });
    expect(taxed.statusCode).toBe(422);
    expect(taxed.json().details).toEqual({
      tax_category: ['Only a line at 0 % tax can be exempt or non-VAT'],
    });
    const after = await account.data(account.call('GET', `/invoices/${invoice.id}`));
    expect(after.invoice_items).toEqual(withLine.invoice_items);
  });
});
