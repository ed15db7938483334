import ViperGenTemplates

/// The text macros a run takes from IDETemplateMacros.plist files (``TemplateMacroFiles``),
/// without those a flag sets: `--author` sets FULLUSERNAME, `--organization`
/// ORGANIZATIONNAME, `--date` DATE, YEAR and TIME.
package struct TemplateMacrosLoader {
    /// The run's environment.
    let environment: RunEnvironment

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(environment: RunEnvironment) {
        self.environment = environment
    }

    /// The macros for a run with `flags`.
    package func macros(flags: GenerationFlags) throws -> [String: TextMacro] {
        let paths = TemplateMacroFiles(fileSystem: environment.fileSystem).paths(
            from: environment.currentDirectory, login: environment.loginName(),
            variables: environment.variables)
        var macros = try TemplateMacrosReader(fileSystem: environment.fileSystem)
            .macros(in: paths)
        if flags.author != nil { macros["FULLUSERNAME"] = nil }
        if flags.organization != nil { macros["ORGANIZATIONNAME"] = nil }
        if flags.date != nil {
            for name in ["DATE", "YEAR", "TIME"] { macros[name] = nil }
        }
        return macros
    }
}
