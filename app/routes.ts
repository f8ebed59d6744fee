import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('shop', 'routes/shop.tsx', { id: 'shop' }),
  route('shop/page/:page', 'routes/shop.tsx', { id: 'shop-paged' }),
  route('product-category/:slug', 'routes/category.tsx', { id: 'category' }),
  route('product-category/:slug/page/:page', 'routes/category.tsx', { id: 'category-paged' }),
  route('product/:slug', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/order-received/:id', 'routes/order-received.tsx'),
  route('my-account', 'routes/account/layout.tsx', [
    index('routes/account/dashboard.tsx'),
    route('orders', 'routes/account/orders.tsx'),
    route('view-order/:id', 'routes/account/view-order.tsx'),
    route('customer-logout', 'routes/account/logout.tsx'),
  ]),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/post.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-edit.tsx', { id: 'admin-product-new' }),
    route('products/:id', 'routes/admin/product-edit.tsx', { id: 'admin-product-edit' }),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:id', 'routes/admin/order.tsx'),
    route('reports/attribution', 'routes/admin/attribution-report.tsx'),
    route('reports/attribution.csv', 'routes/admin/attribution-csv.ts'),
    route('settings', 'routes/admin/settings.tsx'),
  ]),
  route('*', 'routes/page.tsx'),
] satisfies RouteConfig;
