import ArgumentParser

/// `toiletnow hours …`: evaluate a value (the default, ``HoursEvaluateCommand``) or read council
/// free-text hours (``HoursFromTextCommand``).
///
/// A command with a positional argument cannot also have subcommands (ArgumentParser would read
/// `from-text` as the value), so evaluating is a default subcommand: `toiletnow hours VALUE` and
/// `toiletnow hours --jsonl` work as before.
struct HoursCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hours",
        abstract: "Evaluate an OSM opening_hours value, or read free-text hours from council files.",
        subcommands: [HoursEvaluateCommand.self, HoursFromTextCommand.self],
        defaultSubcommand: HoursEvaluateCommand.self)
}
