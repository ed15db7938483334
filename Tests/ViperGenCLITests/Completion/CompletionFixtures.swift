/// Templates and other inputs the completion tests share.
enum CompletionFixtures {
    /// A module template with a `tests` popup (SwiftTesting, XCTest) and a `withMocks`
    /// checkbox beside its name option.
    static let testedTemplate = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
        "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>Kind</key>
            <string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
            <key>Description</key>
            <string>A module whose tests use one framework or the other.</string>
            <key>Options</key>
            <array>
                <dict>
                    <key>Identifier</key>
                    <string>moduleName</string>
                    <key>Name</key>
                    <string>Module name</string>
                    <key>Type</key>
                    <string>text</string>
                </dict>
                <dict>
                    <key>Identifier</key>
                    <string>tests</string>
                    <key>Name</key>
                    <string>Tests</string>
                    <key>Type</key>
                    <string>popup</string>
                    <key>Values</key>
                    <array>
                        <string>SwiftTesting</string>
                        <string>XCTest</string>
                    </array>
                    <key>Default</key>
                    <string>SwiftTesting</string>
                </dict>
                <dict>
                    <key>Identifier</key>
                    <string>withMocks</string>
                    <key>Name</key>
                    <string>With mocks</string>
                    <key>Type</key>
                    <string>checkbox</string>
                    <key>Default</key>
                    <string>false</string>
                </dict>
            </array>
        </dict>
        </plist>

        """
}
