"""`--help` in the reader's language: a command's text and its options' from the profiles' `[cli]` table
(`help_<command>`, `help_<command>_<option>`, else `help_<option>`), click's headings and defaults too; it spoke
English under `--ui pl|cs|ru` (a leftover of the reviews)."""

from __future__ import annotations

import click

from .click_words import reader_strings, said_metavars


class Spoken:
    """A command (or the group) whose help is said in the reader's words: they stand in for the code's English
    while the help is written, then the command is as it was."""

    def get_help(self, context: click.Context) -> str:
        words = reader_strings(context)
        options = [param for param in self.get_params(context) if isinstance(param, click.Option)]
        kept = [(self, self.help)] + [(option, option.help) for option in options]
        marks = [(option, option.show_default, option.required) for option in options]
        self.help = words[f"help_{self.name}"]
        for option in options:
            said = words.words.get(f"help_{self.name}_{option.name}") or words.words.get(f"help_{option.name}", option.help)
            default = option.default if option.show_default and option.default is not None else None
            option.help = " ".join(filter(None, [
                said, f"[{words.format('help_default', value=default)}]" if default is not None else "",
                f"[{words['help_required']}]" if option.required else ""]))
            option.show_default = option.required = False  # (said above, in the reader's words)
        metavars = ("options_metavar", "subcommand_metavar")
        kept_metavars = {name: getattr(self, name) for name in metavars if hasattr(self, name)}
        for name in kept_metavars:
            setattr(self, name, words[f"help_{name}"])
        try:
            with said_metavars(self.get_params(context), context, words):
                return super().get_help(context)
        finally:
            for name, metavar in kept_metavars.items():
                setattr(self, name, metavar)
            for holder, text in kept:
                holder.help = text
            for option, show, required in marks:
                option.show_default, option.required = show, required

    def format_usage(self, context: click.Context, formatter: click.HelpFormatter) -> None:
        formatter.write_usage(context.command_path, " ".join(self.collect_usage_pieces(context)),
                              prefix=reader_strings(context)["help_usage"] + " ")

    def format_options(self, context: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [row for row in (param.get_help_record(context) for param in self.get_params(context)) if row]
        if rows:
            with formatter.section(reader_strings(context)["help_options"]):
                formatter.write_dl(rows)
        if isinstance(self, click.Group):
            self.format_commands(context, formatter)

    def format_commands(self, context: click.Context, formatter: click.HelpFormatter) -> None:
        words = reader_strings(context)
        names = [name for name in self.list_commands(context) if not self.get_command(context, name).hidden]
        if names:
            limit = formatter.width - 6 - max(map(len, names))
            rows = [(name, short(words[f"help_{name}"], limit)) for name in names]
            with formatter.section(words["help_commands"]):
                formatter.write_dl(rows)


class SpokenCommand(Spoken, click.Command):
    """Every command of the group (`LawbaseGroup.command_class`)."""


def short(text: str, limit: int) -> str:
    """A command's help on its line of the list: its first paragraph, cut at a word with "…" where too long (click's
    own stopped at the first full stop, "Print a provision (e.g.")."""
    first = " ".join(text.split("\n\n")[0].split())
    return first if len(first) <= limit else first[:first.rfind(" ", 0, limit)] + "…"
