import ViperGenTemplates

/// The file `viper-gen xcode install` writes into its folder: it marks the folder as one
/// install made, and lists the template folders install made there, which a later install
/// replaces and uninstall removes (and nothing a user put beside them).
struct XcodeInstallMarker: Equatable, Sendable {
    /// The marker's file name.
    static let fileName = ".viper-gen-xcode-templates"
    /// The template folders of an install from before every style was installed, whose marker
    /// lists none.
    static let singleStyleFolderNames = ["VIPER Module.xctemplate", "VIPER Service.xctemplate"]

    /// The template folders install made, one name each (no path).
    let folderNames: [String]

    /// The marker's text: what it is, then one folder name a line.
    var text: String {
        "Installed by viper-gen; `viper-gen xcode uninstall` removes the template folders listed "
            + "below and this file.\n" + folderNames.map { $0 + "\n" }.joined()
    }

    /// The marker whose text is `text`.
    ///
    /// It lists `.xctemplate` names, or none for a single-style install. A line that is not a
    /// plain folder name (a path, `..`, a hidden name) is ignored, so an edited marker cannot
    /// point outside the folder.
    static func parse(_ text: String) -> XcodeInstallMarker {
        let listed = text.split(separator: "\n").map(String.init).filter { line in
            line.hasSuffix(TemplateEntry.xcodeSuffix)
                && line.count > TemplateEntry.xcodeSuffix.count
                && !line.hasPrefix(".") && !line.contains("/")
        }
        return XcodeInstallMarker(folderNames: listed.isEmpty ? singleStyleFolderNames : listed)
    }
}
