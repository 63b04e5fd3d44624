"""deploy/nginx.conf: nginx -t, with the compose service names replaced by 127.0.0.1 ports."""

from __future__ import annotations

from support import run


def test_nginx_accepts_the_config(nginx_config, ports):
    """Given deploy/nginx.conf with mybiz-1:8080 and mybiz-2:8080 made local ports and a free port to listen
    on, when `nginx -t` reads it, then it accepts it."""
    run(nginx_config.command("-t", "-q"),
        expected=f"nginx -t accepts it (upstreams 127.0.0.1:{ports.instance1} and :{ports.instance2}, "
                 f"listening on :{ports.proxy})")
