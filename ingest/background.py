"""Pure work run in a forked child on the second core while the build goes on; its result read back when needed.

The child starts as a copy of the build (fork): nothing is sent to it, and it returns its result as one
pickle through a pipe (no disk: a full disk must not fail the work, only the write of the database). Where fork is missing (Windows, macOS defaults) or there is one core, the
work simply runs in place, so the result never depends on how it ran.
"""
from __future__ import annotations

import multiprocessing
import os
import pickle
import traceback
from collections.abc import Callable
from typing import Generic, TypeVar

from mtg.cores import cores

T = TypeVar("T")


class BackgroundFailed(RuntimeError):
    """The child raised, or died before it could write its result."""


def can_fork() -> bool:
    """Whether a second process would run on a core of its own (mtg.cores: RULINGS_KB_CORES=1 forks nothing)."""
    return "fork" in multiprocessing.get_all_start_methods() and cores() > 1


class Background(Generic[T]):
    """work() running in a forked child; result() waits for it and returns what it returned."""

    def __init__(self, work: Callable[[], T], label: str, niceness: int = 0) -> None:
        """Start work in a child now (or run it here when a child is not worth it); label names it in errors;
        niceness: how much the child yields the cores to the build's other work (os.nice), for work not awaited
        soon."""
        self.label = label
        self._process = None
        if not can_fork():
            self._value = work()
            return
        reading, writing = os.pipe()
        self._process = multiprocessing.get_context("fork").Process(
            target=_run, args=(work, reading, writing, niceness), daemon=True)
        self._process.start()
        os.close(writing)  # the child holds the only writing end: its exit ends the stream
        self._reading = reading

    def result(self) -> T:
        """The work's result, waiting for the child if need be; BackgroundFailed if it raised or died."""
        if self._process is None:
            return self._value
        try:
            with os.fdopen(self._reading, "rb") as handle:  # read before join: the child waits for the pipe to drain
                ok, value = pickle.load(handle)
        except (OSError, EOFError, pickle.UnpicklingError) as exc:
            self._process.join()
            raise BackgroundFailed(f"{self.label}: the worker process ended with code {self._process.exitcode} "
                                   f"and no result ({exc}); was it killed for lack of memory?") from None
        self._process.join()
        self._process = None
        if not ok:
            raise BackgroundFailed(f"{self.label} failed in the worker process:\n{value}")
        self._value = value
        return value

    def result_or(self, redo: Callable[[], T], by: str = "in the main process") -> T:
        """The work's result, or redo()'s when the worker raised or died (killed for lack of memory, say): a failed
        worker costs time, not the build, and what happened is kept in FAILURES for the build to report (by: who
        redoes its share, as the report says it)."""
        try:
            return self.result()
        except BackgroundFailed as exc:
            FAILURES.append(f"{exc.args[0].splitlines()[0]} (its share was redone{' ' * bool(by)}{by})")
            return redo()


def _run(work: Callable[[], object], reading: int, writing: int, niceness: int = 0) -> None:
    """In the child: run work and pickle (True, result) or (False, traceback) into the pipe."""
    os.close(reading)
    if niceness:
        os.nice(niceness)
    try:
        outcome = (True, work())
    except BaseException:  # noqa: BLE001 - every failure goes back to the parent, which raises it
        outcome = (False, traceback.format_exc())
    with os.fdopen(writing, "wb") as handle:
        pickle.dump(outcome, handle, protocol=pickle.HIGHEST_PROTOCOL)


class SharedWork(Generic[T]):
    """work over items cut in chunks, claimed one at a time by a forked worker and, from finish() on, by this
    process too: both cores end together however the work was weighed. The results are in item order."""

    def __init__(self, work: Callable[[list], list[T]], items: list, chunk: int, label: str,
                 also: Callable[[], object] = lambda: None) -> None:
        """Start the worker on the chunks; also() is what the worker sends back besides (e.g. its cache entries)."""
        self.work, self.chunks = work, [items[i:i + chunk] for i in range(0, len(items), chunk)]
        self.next_chunk = multiprocessing.Value("i", 0)  # in shared memory: both processes take from it
        self.worker = Background(lambda: (self._claim_all(), also()), label)

    def _claim_all(self) -> dict[int, list[T]]:
        """Work through the chunks no process has claimed yet, one at a time."""
        done = {}
        while True:
            with self.next_chunk.get_lock():
                n = self.next_chunk.value
                self.next_chunk.value += 1
            if n >= len(self.chunks):
                return done
            done[n] = self.work(self.chunks[n])

    def claimed(self) -> bool:
        """Whether every chunk is taken: what is left of the work is at most a chunk the worker is doing."""
        return self.next_chunk.value >= len(self.chunks)

    def finish(self) -> tuple[list[T], object]:
        """Claim what is left, then wait for the worker: (every result in item order, what its also() gave).

        A worker that raised or died (killed for lack of memory) costs time, not the build: the chunks it had
        claimed are done here, and what happened is kept in FAILURES for the build to report as a problem.
        """
        mine = self._claim_all()
        theirs, also = self.worker.result_or(
            lambda: ({n: self.work(chunk) for n, chunk in enumerate(self.chunks) if n not in mine}, None))
        return [x for n in range(len(self.chunks)) for x in (mine[n] if n in mine else theirs[n])], also


# The niceness of a child whose result is awaited only at the build's end (a cache's save, the search index): the
# children the build waits for next (the EN texts, the reading's worker, the early tables) get the second core first.
# Measured on the real corpus's build, alternating five times: 10.67 s with every child alike, 10.07 s so (the EN
# texts' worker had taken 1.6 s for 0.5 s of CPU beside the two writers, the build waiting for it).
YIELDING = 10
FAILURES: list[str] = []  # what failed in a worker this build, its work redone here (ingest/build.py reports them)


AFTERWARDS: list[Background] = []  # best-effort work of this build (saving its caches), waited for at its end


def afterwards(work: Callable[[], object], label: str) -> None:
    """Run work, whose failure costs only a cache (a save), in a child from now on; finish_afterwards() waits for it:
    the save leaves the build's path for a core otherwise idle while the database is written."""
    AFTERWARDS.append(Background(work, label, YIELDING))


def finish_afterwards() -> None:
    """Wait for the work afterwards() started; one that failed is dropped (the next build does the work again)."""
    while AFTERWARDS:
        try:
            AFTERWARDS.pop(0).result()
        except BackgroundFailed:
            pass
