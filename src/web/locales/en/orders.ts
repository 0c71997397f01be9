export const orders = {
  'orders.cartSignIn': 'Please log in to view your cart',
  'orders.cartEmpty': 'Your cart is empty',
  'orders.continueShopping': 'Continue Shopping',
  'orders.checkoutSignIn': 'Please log in to checkout',
  'orders.ordersSignIn': 'Please log in to view your orders',
  'orders.orderSignIn': 'Please log in to view your order',
  'orders.noOrders': 'No orders yet',
  'orders.orderNotFound': 'Order not found',
  'orders.goHome': 'Go Home',
} as const;
