#!/usr/bin/env bash
# PHP checks: `php -l` over every PHP file of the plugin, the coding standard
# (phpcs.xml.dist, with every phpcs: annotation checked: bin/check-php-standard.mjs),
# then PHPUnit (Debian's) on the pure PHP in php/tests and on the project's
# sniffs. Extra arguments go to PHPUnit. phpcs and PHPUnit come from Debian's
# php-codesniffer and phpunit (.ci/debian-packages), which npm test installs.
set -euo pipefail
cd "$(dirname "$0")/.."

failed=0
while IFS= read -r -d '' file; do
	php -l "$file" >/dev/null || failed=1
done < <(find . -name '*.php' -not -path './node_modules/*' -not -path './.shop*' -not -path './build/*' -print0)
[ "$failed" = 0 ] || { echo "php -l found syntax errors" >&2; exit 1; }
echo "php -l: every PHP file parses"

node bin/check-php-standard.mjs

exec phpunit -c php/tests/phpunit.xml "$@"
