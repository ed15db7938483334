import ViperGenTemplates

/// The TemplateInfo.plist of a template derived from a module: a text-substitution file
/// template with the `moduleName` text option, as the built-in module templates have it.
enum DerivedTemplateInfo {
    /// The plist for a template derived from the module `moduleName`.
    static func plist(moduleName: String) -> String {
        let module = MacroModifier.xml.apply(to: moduleName)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>Kind</key>
            \t<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
            \t<key>Description</key>
            \t<string>A module made like \(module): the skeleton its files share (types, conformances, the properties and initialisers that wire the parts together), derived from it by viper-gen templates derive.</string>
            \t<key>Summary</key>
            \t<string>A module like \(module)</string>
            \t<key>SortOrder</key>
            \t<integer>1</integer>
            \t<key>DefaultCompletionName</key>
            \t<string>Module</string>
            \t<key>Platforms</key>
            \t<array>
            \t\t<string>com.apple.platform.iphoneos</string>
            \t</array>
            \t<key>Options</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>Identifier</key>
            \t\t\t<string>moduleName</string>
            \t\t\t<key>Name</key>
            \t\t\t<string>Module name:</string>
            \t\t\t<key>Description</key>
            \t\t\t<string>The name of the module, in upper camel case (Payments).</string>
            \t\t\t<key>Type</key>
            \t\t\t<string>text</string>
            \t\t\t<key>Default</key>
            \t\t\t<string></string>
            \t\t\t<key>Required</key>
            \t\t\t<true/>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """
    }
}
