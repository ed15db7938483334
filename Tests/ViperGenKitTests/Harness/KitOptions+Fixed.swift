import ViperGenKit
import ViperGenProject
import ViperGenTestSupport

extension GenerationFlags {
    /// Every flag off, with the fixed author, organization and date the goldens are made with
    /// (`TestRun.fixedFlags` on the command line).
    static var fixed: GenerationFlags {
        var flags = GenerationFlags()
        flags.author = TestRunEnvironment.author
        flags.organization = TestRunEnvironment.organization
        flags.date = TestRunEnvironment.date
        return flags
    }
}

extension GenerateOptions {
    /// Options for `names` with the command's own template and every flag off, then `change`.
    static func with(_ names: String..., change: (inout GenerateOptions) -> Void = { _ in })
        -> GenerateOptions
    {
        var options = GenerateOptions(names: names)
        change(&options)
        return options
    }

    /// Options for `names` with the fixed author, organization and date (``GenerationFlags/fixed``),
    /// then `change`.
    static func fixed(_ names: String..., change: (inout GenerateOptions) -> Void = { _ in })
        -> GenerateOptions
    {
        var options = GenerateOptions(names: names)
        options.flags = .fixed
        change(&options)
        return options
    }
}

extension InitOptions {
    /// Options with every flag off, then `change`.
    static func with(_ change: (inout InitOptions) -> Void) -> InitOptions {
        var options = InitOptions()
        change(&options)
        return options
    }

    /// Options with the fixed author, organization and date, then `change`.
    static func fixed(_ change: (inout InitOptions) -> Void = { _ in }) -> InitOptions {
        var options = InitOptions()
        options.author = TestRunEnvironment.author
        options.organization = TestRunEnvironment.organization
        options.date = TestRunEnvironment.date
        change(&options)
        return options
    }
}
