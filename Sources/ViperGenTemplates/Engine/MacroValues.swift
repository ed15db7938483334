/// The values that template macros such as `___PROJECTNAME___` expand to.
package struct MacroValues: Sendable, Equatable {
    /// The normalised name the user typed (`Payments`, `NetworkService`).
    package var fileBaseName: String
    /// The project (app package) name.
    package var projectName: String
    /// The product name; usually the project name.
    package var productName: String
    /// The package name, or `nil` to use the project name.
    package var packageName: String?
    /// The target name, or `nil` to use the project name.
    package var targetName: String?
    /// The author's full name (`Jane Appleseed`).
    package var fullUserName: String
    /// The author's account name (`jane`).
    package var userName: String
    /// The organisation name; `COPYRIGHT` falls back to the author when it is empty.
    package var organizationName: String
    /// The date, year and time strings.
    package var stamp: DateStamp
    /// Template options and `--set` values, reachable as `___VARIABLE_<key>___`.
    package var variables: [String: String]
    /// Macros defined by text (IDETemplateMacros.plist); they replace built-in macros of the
    /// same name, and `FILEHEADER` falls back to Xcode's default.
    package var textMacros: [String: TextMacro] = [:]

    /// Creates the values; `productName` defaults to `projectName`.
    package init(
        fileBaseName: String,
        projectName: String,
        productName: String? = nil,
        packageName: String? = nil,
        targetName: String? = nil,
        fullUserName: String,
        userName: String,
        organizationName: String,
        stamp: DateStamp,
        variables: [String: String] = [:]
    ) {
        self.fileBaseName = fileBaseName
        self.projectName = projectName
        self.productName = productName ?? projectName
        self.packageName = packageName
        self.targetName = targetName
        self.fullUserName = fullUserName
        self.userName = userName
        self.organizationName = organizationName
        self.stamp = stamp
        self.variables = variables
    }

    /// The package name, falling back to the project name.
    package var resolvedPackageName: String { packageName ?? projectName }

    /// The target name, falling back to the project name.
    package var resolvedTargetName: String { targetName ?? projectName }

    /// The value of `COPYRIGHT`.
    ///
    /// `Copyright © YEAR ORGANIZATION. All rights reserved.`
    /// The author stands in for an empty organisation (as Xcode does). Unlike Xcode, a holder
    /// that already ends in a period (`Acme Inc.`) gets no second one.
    package var copyright: String {
        let holder =
            [organizationName, fullUserName, userName]
            .first { !$0.isEmpty } ?? ""
        let owner = holder.isEmpty ? "" : " \(holder)"
        let period = holder.hasSuffix(".") ? "" : "."
        return "Copyright © \(stamp.year)\(owner)\(period) All rights reserved."
    }
}
