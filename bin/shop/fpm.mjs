/**
 * Node n served as a live WordPress shop is served, PHP-FPM behind nginx,
 * instead of PHP's built-in server (SHOP_SERVER=fpm; the rush benchmark asks
 * for it). The built-in server's workers each take connections into a queue
 * of their own and serve them in their own order, so under a crowd a request
 * that came later can be answered long before one that came first; FPM's
 * workers take one connection at a time from the socket's queue, in the order
 * they came, as a live shop's do. Each node is one FPM master (its pid file is
 * the node's: `php`, `php-2`…) with four workers, like the built-in server's,
 * and one nginx (`nginx-1`, `nginx-2`…) on the node's port. OPcache is on, as
 * FPM's own settings have it.
 */
import fs from 'node:fs';
import path from 'node:path';

import { startDetached } from './processes.mjs';
import { nodeName, port, shopDir, wpDir } from './settings.mjs';
import { which } from './tools.mjs';

/** Workers per node, as PHP_CLI_SERVER_WORKERS gives the built-in server. */
const WORKERS = 4;

/** Whether this process runs as root (FPM and nginx then name root as their user). */
const asRoot = process.getuid?.() === 0;

/**
 * Starts node n's FPM pool and its nginx.
 *
 * @param {number} n Node number, from 1.
 */
export function startFpmNode( n ) {
	const fpmSocket = path.join( shopDir, `fpm-${ n }.sock` );
	const fpmConfig = path.join( shopDir, `fpm-${ n }.conf` );
	fs.writeFileSync(
		fpmConfig,
		[
			'[global]',
			`error_log = ${ path.join( shopDir, `fpm-${ n }-error.log` ) }`,
			'daemonize = no',
			`[node${ n }]`,
			...( asRoot ? [ 'user = root', 'group = root' ] : [] ),
			`listen = ${ fpmSocket }`,
			'listen.mode = 0600',
			'listen.backlog = 4096',
			'pm = static',
			`pm.max_children = ${ WORKERS }`,
			// The shop's settings reach PHP as they reach the built-in server.
			'clear_env = no',
			'catch_workers_output = yes',
			'php_admin_value[memory_limit] = 512M',
			// OPcache as FPM runs it by default, checking every file's time on each request.
			'php_admin_value[opcache.enable] = 1',
			'php_admin_value[opcache.revalidate_freq] = 0',
			'',
		].join( '\n' )
	);
	startDetached( nodeName( n ), which( 'php-fpm8.2' ), [
		...( asRoot ? [ '-R' ] : [] ),
		'--nodaemonize',
		'--fpm-config',
		fpmConfig,
	] );

	const temp = path.join( shopDir, `nginx-${ n }` );
	fs.mkdirSync( temp, { recursive: true } );
	const nginxConfig = path.join( shopDir, `nginx-${ n }.conf` );
	fs.writeFileSync(
		nginxConfig,
		`${ asRoot ? 'user root;\n' : '' }worker_processes 1;
pid ${ path.join( temp, 'nginx.pid' ) };
error_log ${ path.join( shopDir, `nginx-${ n }-error.log` ) };
events { worker_connections 4096; }
http {
	access_log off;
	client_body_temp_path ${ temp }/body;
	fastcgi_temp_path ${ temp }/fastcgi;
	proxy_temp_path ${ temp }/proxy;
	uwsgi_temp_path ${ temp }/uwsgi;
	scgi_temp_path ${ temp }/scgi;
	include /etc/nginx/mime.types;
	client_max_body_size 64m;
	fastcgi_read_timeout 300s;
	server {
		listen 127.0.0.1:${ port + n - 1 } backlog=4096;
		server_name 127.0.0.1;
		root ${ wpDir };
		index index.php;
		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		location ~ \\.php$ {
			include /etc/nginx/fastcgi_params;
			# The site's URL carries its port: WordPress compares the Host with it.
			fastcgi_param HTTP_HOST $http_host;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			fastcgi_pass unix:${ fpmSocket };
		}
	}
}
`
	);
	startDetached( `nginx-${ n }`, which( 'nginx' ), [
		'-c',
		nginxConfig,
		'-g',
		'daemon off;',
	] );
}
