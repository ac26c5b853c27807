"""Serving on every core: gunicorn runs N processes, each the Datasette app `rulings-kb serve` builds.

One Datasette process runs its Python on one core at a time (docs/scale.md): `rulings-kb serve --workers N`
has gunicorn's arbiter (this process) bind the port once and fork N workers of uvicorn's worker class
(`uvicorn_worker.UvicornWorker`), which accept on that one socket. Each worker builds its own Datasette after
the fork, from the arguments `datasette serve` is given with one process (kb/serve.py `datasette_args`): the same
settings, plugin, metadata, templates, database name and immutable file, followed when rebuilt
(kb/served_file.py). Nothing is built before the fork: Datasette's thread pool and SQLite connections do not
survive one. SIGTERM stops the workers gracefully (running requests finish, within GRACEFUL_S), Ctrl-C at
once; a worker that dies is started again by the arbiter.
"""
from __future__ import annotations

from gunicorn.app.base import BaseApplication

WORKER_CLASS = "uvicorn_worker.UvicornWorker"
GRACEFUL_S = 10  # SQL stops at 2 s: a request still running by then is cut
KEEPALIVE_S = 5  # what uvicorn keeps an idle connection for with one process (its default)


def started_datasette(args: list[str]):
    """The Datasette that `datasette ARGS` (args: ["serve", …]) builds, started as it starts it (the startup hooks,
    then its checks of the databases); only its own uvicorn is not run."""
    from datasette.cli import check_databases, run_sync, serve

    context = serve.make_context("datasette serve", args[1:])
    datasette = context.invoke(serve.callback, **context.params, return_instance=True)
    run_sync(datasette.invoke_startup)
    run_sync(lambda: check_databases(datasette))
    return datasette


class DatasetteProcesses(BaseApplication):
    """gunicorn's arbiter over `workers` Datasette processes on 127.0.0.1:port, configured here only (no
    gunicorn.conf.py or GUNICORN_CMD_ARGS is read)."""

    def __init__(self, args: list[str], port: int, workers: int) -> None:
        """Configure for the Datasette of `datasette ARGS`; nothing is bound or forked before run()."""
        self.args, self.port, self.workers = args, port, workers
        super().__init__(prog="rulings-kb serve")

    def load_config(self) -> None:
        """The settings: loopback, N uvicorn workers, access lines on stdout as with one process."""
        for name, value in {"bind": [f"127.0.0.1:{self.port}"], "workers": self.workers,
                            "worker_class": WORKER_CLASS, "graceful_timeout": GRACEFUL_S,
                            "keepalive": KEEPALIVE_S, "accesslog": "-", "errorlog": "-", "loglevel": "info",
                            "proc_name": "rulings-kb serve",
                            "control_socket_disable": True,  # no $HOME/.gunicorn/gunicorn.ctl
                            }.items():
            self.cfg.set(name, value)

    def load(self):
        """In each worker, after the fork: its own Datasette."""
        return started_datasette(self.args).app()


def serve_processes(args: list[str], port: int, workers: int) -> None:
    """Run `workers` processes of the Datasette of `datasette ARGS` on 127.0.0.1:port until SIGTERM or Ctrl-C."""
    DatasetteProcesses(args, port, workers).run()
