#!/usr/bin/env bash
# Run once inside the container: installs WordPress in German, activates
# WooCommerce, the suite and the theme, and seeds the catalogue.
#   docker compose -f docker/docker-compose.yml exec wordpress tresen-setup
set -euo pipefail
cd /var/www/html
wp --allow-root core is-installed || wp --allow-root core install --url=http://localhost:8888 --title=Tresen --admin_user=admin --admin_password=password --admin_email=admin@tresen.test --skip-email
wp --allow-root language core install de_DE --activate
wp --allow-root plugin activate woocommerce
wp --allow-root plugin activate tresen-unit-price tresen-cookie-consent tresen-contact-form tresen-wishlist tresen-stripe tresen-paypal tresen-order-attribution tresen-storefront
wp --allow-root theme activate tresen
wp --allow-root rewrite structure '/%postname%/'
php /opt/tresen/bin/php/seed.php /var/www/html
