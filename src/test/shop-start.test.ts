/**
 * A shop start that fails must not stay recorded as running, or the next
 * start would believe a dead shop is up: bin/shop.mjs ends, by its id, what
 * the start began and drops the shop from `.shop-running.json`. The start
 * here gets a stand-in WordPress tree (the two files the shop looks for, and
 * a wp-load.php that fails), so MariaDB really starts and the WordPress
 * install after it really fails.
 *
 * Needs the shop's Debian packages (MariaDB, PHP), as `npm test` ensures,
 * and a build, which `npm test` makes before Jest.
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.join( __dirname, '../..' );
const registry = path.join( repo, '.shop-running.json' );

function recorded(): Record< string, unknown > {
	try {
		return JSON.parse( fs.readFileSync( registry, 'utf8' ) );
	} catch {
		return {};
	}
}

function alive( pid: number ): boolean {
	try {
		process.kill( pid, 0 );
		return true;
	} catch {
		return false;
	}
}

let tmp: string;
let shopDir: string;

beforeAll( () => {
	tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'temple-shop-start-' ) );
	shopDir = path.join( tmp, 'shop' );
} );

afterAll( () => {
	// Should the start leave anything behind (the bug this tests), `stop` ends
	// it by its pid file and drops the record, before the folder goes.
	spawnSync(
		process.execPath,
		[ path.join( repo, 'bin/shop.mjs' ), 'stop' ],
		{
			cwd: repo,
			env: { ...process.env, SHOP_DIR: shopDir },
		}
	);
	fs.rmSync( tmp, { recursive: true, force: true } );
} );

test( 'a start whose install fails ends the MariaDB it began and is not recorded as running', () => {
	const source = path.join( tmp, 'wordpress' );
	const woo = path.join( source, 'wp-content/plugins/woocommerce' );
	fs.mkdirSync( woo, { recursive: true } );
	fs.writeFileSync( path.join( woo, 'woocommerce.php' ), '<?php\n' );
	fs.writeFileSync(
		path.join( source, 'wp-load.php' ),
		'<?php fwrite( STDERR, "stand-in WordPress\\n" ); exit( 1 );\n'
	);

	const result = spawnSync(
		process.execPath,
		[ path.join( repo, 'bin/shop.mjs' ), 'start' ],
		{
			cwd: repo,
			encoding: 'utf8',
			env: {
				...process.env,
				WP_SRC: source,
				SHOP_DIR: shopDir,
				// Never reached (the install fails first); apart from the developer's 8889.
				SHOP_PORT: '8897',
				SHOP_NODES: '1',
			},
		}
	);

	expect( result.status ).toBe( 1 );
	expect( result.stderr ).toContain( 'stand-in WordPress' );
	// The start got as far as MariaDB, and ended exactly that one by its id.
	const stopped = result.stdout.match( /stopped mariadb \((\d+)\)/ );
	expect( stopped ).not.toBeNull();
	expect( alive( Number( stopped?.[ 1 ] ) ) ).toBe( false );
	expect( fs.existsSync( path.join( shopDir, 'mariadb.pid' ) ) ).toBe(
		false
	);
	expect( Object.keys( recorded() ) ).not.toContain( shopDir );
}, 180_000 );
