import ViperGenProject

/// Everything the user asked of a generating command, as parsed from the command line: what to
/// make (every entry's input: names, template, `--set` values) and the run's flags.
package struct GenerateOptions: Sendable, Equatable {
    /// Every name given as typed (normalised later): `module Payments Profile Settings`; none
    /// when the name is to be asked for at the terminal.
    package var names: [String]
    /// `--template NAME|PATH`: the template to use instead of the command's own.
    package var template: String?
    /// `--style NAME` (`project` only): the architecture style whose built-in template
    /// `template` then names, as `--template NAME` does.
    package var style: String?
    /// `--set key=value` pairs, in command-line order.
    package var variables: [VariableAssignment] = []
    /// The run's flags, shared by every name.
    package var flags = GenerationFlags()
    /// `-i/--interactive`: ask at the terminal for every popup option left at its default.
    package var interactive = false

    /// Options for `name` with the command's own template and every flag off.
    package init(name: String) {
        names = [name]
    }

    /// Options for `names` (none: the name is asked for) with the command's own template and
    /// every flag off.
    package init(names: [String]) {
        self.names = names
    }
}
