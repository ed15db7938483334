//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// What the presenter shows on the ___VARIABLE_moduleName___ screen.
@MainActor
protocol I___VARIABLE_moduleName___View: AnyObject {
    /// Shows the screen's title.
    func show(title: String)
    /// Shows why the screen's data could not be loaded.
    func show(errorMessage: String)
}

/// What the ___VARIABLE_moduleName___ screen tells its presenter.
@MainActor
protocol I___VARIABLE_moduleName___ViewOutput: AnyObject {
    /// The screen's view is loaded: time to load what it shows.
    func viewDidLoad()
    /// The screen was taken off the navigation stack or dismissed.
    func viewDidLeave()
}
