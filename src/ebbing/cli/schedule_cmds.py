"""Commands for running ebbing unattended and versioning it: schedule, git-setup,
git-merge-driver."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer

from ebbing.cli.common import (
    AgentOpt,
    HomeOpt,
    JsonOpt,
    NamespaceOpt,
    emit_json,
    err,
    out,
    reported,
)


def schedule(
    scheduler: Annotated[
        str, typer.Argument(metavar="cron|systemd", help="Which scheduler to write for.")
    ],
    install: Annotated[
        bool,
        typer.Option("--install", help="Install it (crontab, or unit files in --unit-dir "
                                       "and enable the timer). Default: only print."),
    ] = False,
    enable: Annotated[
        bool, typer.Option("--enable/--no-enable",
                           help="With systemd --install: enable and start the timer.")
    ] = True,
    unit_dir: Annotated[
        Path | None,
        typer.Option("--unit-dir", help="Where --install writes the systemd units "
                                        "[default: ~/.config/systemd/user]."),
    ] = None,
    hour: Annotated[int, typer.Option("--hour", min=0, max=23, help="cron: hour of day.")] = 3,
    minute: Annotated[int, typer.Option("--minute", min=0, max=59, help="cron: minute.")] = 17,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Print a crontab line, or a systemd user service and timer, that run `ebbing maintain`
    daily with absolute paths and a lock (flock) so two runs never overlap. The line carries
    the EBBING_* settings of this shell, the env file and the vault, so the scheduled run
    writes where this shell would.

    Nothing is installed unless --install is given."""
    from ebbing.config import Settings, env_file_in_effect, load_settings
    from ebbing.schedule import (
        carried_settings,
        crontab_line,
        install_cron,
        install_systemd,
        maintenance_job,
        systemd_units,
        user_unit_dir,
    )

    if scheduler not in ("cron", "systemd"):
        raise typer.BadParameter("choose cron or systemd", param_hint="SCHEDULER")
    with reported(as_json):
        settings = load_settings(home=home)
        environment, options = carried_settings(os.environ, Settings.model_fields,
                                                env_file_in_effect(), settings.vault)
        job = maintenance_job(settings.home, namespace, agent, environment=environment,
                              options=options)
        done: list[str] = []
        if scheduler == "cron":
            line = crontab_line(job, minute, hour)
            if install:
                done = install_cron(line, job.tag)
            files = {"crontab": line + "\n"}
        else:
            files = systemd_units(job)
            if install:
                done = install_systemd(files, unit_dir or user_unit_dir(), enable)
        if as_json:
            emit_json({"scheduler": scheduler, "files": files, "command": job.argv(),
                       "lock": str(job.lock), "installed": install, "done": done})
            return
        for name, text in files.items():
            if len(files) > 1:
                out.print(f"# {name}", markup=False)
            out.print(text.rstrip("\n"), markup=False)
            if len(files) > 1:
                out.print("")
        for line in done:
            err.print(line, markup=False)
        if job.flock is None:
            err.print("warning: flock(1) was not found, so runs are not locked against "
                      "each other", markup=False)
        if not install:
            err.print(f"nothing was installed; add --install to install this {scheduler} "
                      "schedule", markup=False)


def git_setup(
    folder: Annotated[
        Path, typer.Argument(help="The repository folder (a memory folder or data root).")
    ] = Path("."),
    as_json: JsonOpt = False,
) -> None:
    """Make a git repository merge ebbing's logs record by record: writes .gitattributes and
    sets merge.ebbing.driver in the repository's config. See docs/git.md."""
    from ebbing.gitmerge import setup_repository
    from ebbing.schedule import ebbing_command

    with reported(as_json):
        done = setup_repository(folder.resolve(), ebbing_command())
        if as_json:
            emit_json({"folder": str(folder.resolve()), "done": done})
        else:
            for line in done or ["already set up: nothing changed"]:
                out.print(line, markup=False)


def git_merge_driver(
    ancestor: Annotated[Path, typer.Argument(metavar="ANCESTOR", help="%O: the common version.")],
    ours: Annotated[
        Path, typer.Argument(metavar="OURS", help="%A: our version; the result goes here.")
    ],
    theirs: Annotated[Path, typer.Argument(metavar="THEIRS", help="%B: their version.")],
    pathname: Annotated[
        str | None, typer.Argument(metavar="PATH", help="%P: the file's path in the tree.")
    ] = None,
) -> None:
    """git merge driver for memories.jsonl and relations.jsonl: keeps every memory and every
    change of both sides. Configure it with `ebbing git-setup` (see docs/git.md).

    Exit 0 when merged; 1 (the file untouched, git reports a conflict) when it cannot be."""
    from ebbing.gitmerge import merge_files

    with reported(False):
        merge_files(ancestor, ours, theirs, pathname)


def register(app: typer.Typer) -> None:
    app.command()(schedule)
    app.command("git-setup")(git_setup)
    app.command("git-merge-driver")(git_merge_driver)
