import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReportTable } from './ReportTable.tsx';

describe('ReportTable', () => {
  it('gives each row a header cell and each figure a numeric cell, with a total row when asked', () => {
    const html = renderToStaticMarkup(
      <ReportTable
        id="sales"
        caption="Sales, June 2030"
        columns={['Product', 'Adds', 'Units']}
        rows={[
          { key: 1, label: 'Brass lamp', values: [2, '3'] },
          { key: 2, label: '<b>Vase</b>', values: [1, 1] },
        ]}
        total={{ label: 'All products', values: [3, 4] }}
      />,
    );
    expect(html).toBe(
      '<div class="table-scroll"><table class="shop_table admin-table report-table" id="sales"><caption>Sales, June 2030</caption>' +
        '<thead><tr><th scope="col">Product</th><th scope="col" class="numeric">Adds</th><th scope="col" class="numeric">Units</th></tr></thead>' +
        '<tbody><tr><th scope="row">Brass lamp</th><td class="numeric">2</td><td class="numeric">3</td></tr>' +
        '<tr><th scope="row">&lt;b&gt;Vase&lt;/b&gt;</th><td class="numeric">1</td><td class="numeric">1</td></tr></tbody>' +
        '<tfoot><tr><th scope="row">All products</th><td class="numeric">3</td><td class="numeric">4</td></tr></tfoot></table></div>',
    );
  });

  it('leaves out the foot without a total', () => {
    const html = renderToStaticMarkup(<ReportTable id="pages" caption="Pages" columns={['Page', 'Views']} rows={[{ key: '/', label: '/', values: [5] }]} />);
    expect(html).toContain('<tbody><tr><th scope="row">/</th><td class="numeric">5</td></tr></tbody></table>');
    expect(html).not.toContain('<tfoot');
  });
});
