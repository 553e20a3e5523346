#!/usr/bin/env bash
# PHP checks: `php -l` over every PHP file of the plugin, then PHPUnit (Debian's)
# on the pure PHP in php/tests. Extra arguments go to PHPUnit.
set -euo pipefail
cd "$(dirname "$0")/.."

failed=0
while IFS= read -r -d '' file; do
	php -l "$file" >/dev/null || failed=1
done < <(find . -name '*.php' -not -path './node_modules/*' -not -path './.shop*' -not -path './build/*' -print0)
[ "$failed" = 0 ] || { echo "php -l found syntax errors" >&2; exit 1; }
echo "php -l: every PHP file parses"

exec phpunit -c php/tests/phpunit.xml "$@"
