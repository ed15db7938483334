#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Looks up the value of one macro name for a path or for one file's content.
struct MacroLookup {
    /// The prefix of template variable macros.
    static let variablePrefix = "VARIABLE_"

    /// The macro values.
    let values: MacroValues
    /// `FILENAME`: the typed name in paths, the output file's own name in content.
    let fileName: String
    /// `FILEBASENAME`: the typed name in paths, the file name without its extension in content.
    let fileBaseName: String
    /// The bytes that make `UUID` values unique to this file and these values.
    let uuidSeed: [UInt8]

    /// A resolver for path components: `FILENAME` and `FILEBASENAME` are the typed name.
    static func forPath(values: MacroValues, templatePath: String) -> MacroLookup {
        MacroLookup(
            values: values, fileName: values.fileBaseName, fileBaseName: values.fileBaseName,
            uuidSeed: DeterministicUUID.seed(path: templatePath, fileName: "", values: values))
    }

    /// A resolver for a file's content: `FILENAME` is `outputFileName`.
    static func forContent(
        values: MacroValues, outputFileName: String, outputPath: String
    ) -> MacroLookup {
        MacroLookup(
            values: values, fileName: outputFileName,
            fileBaseName: PathModifiers.deletingPathExtension(outputFileName),
            uuidSeed: DeterministicUUID.seed(
                path: outputPath, fileName: outputFileName, values: values))
    }

    /// The text macro called `name`: one defined in the values (IDETemplateMacros.plist), else
    /// Xcode's default `FILEHEADER`; nil for other names and for variables.
    func textMacro(named name: String) -> TextMacro? {
        guard !name.hasPrefix(Self.variablePrefix) else { return nil }
        if let defined = values.textMacros[name] { return defined }
        return name == TextMacro.fileHeaderName ? TextMacro.defaultFileHeader : nil
    }

    /// The value of `name`, or `nil` if it is unknown; `uuidIndex` numbers `UUID` occurrences.
    func value(named name: String, uuidIndex: Int) -> String? {
        if name.hasPrefix(Self.variablePrefix) {
            return values.variables[String(name.dropFirst(Self.variablePrefix.count))]
        }
        guard let macro = MacroName(rawValue: name) else { return nil }
        switch macro {
        case .fileName: return fileName
        case .fileBaseName: return fileBaseName
        case .fileBaseNameAsIdentifier: return IdentifierSanitizer.identifier(fileBaseName)
        case .projectName: return values.projectName
        case .productName: return values.productName
        case .packageName: return values.resolvedPackageName
        case .targetName: return values.resolvedTargetName
        case .fullUserName: return values.fullUserName
        case .userName: return values.userName
        case .organizationName: return values.organizationName
        case .copyright: return values.copyright
        case .date: return values.stamp.date
        case .year: return values.stamp.year
        case .time: return values.stamp.time
        case .uuid: return DeterministicUUID.make(seed: uuidSeed, index: uuidIndex)
        }
    }
}
