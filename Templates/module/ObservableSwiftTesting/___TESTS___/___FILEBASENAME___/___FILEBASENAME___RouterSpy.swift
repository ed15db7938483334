//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ router for tests that records the navigation asked of it.
///
/// For each method you add to the router protocol, record the call here (a count or the
/// arguments), so presenter tests can check where the screen navigates.
___VARIABLE_mainActor___
final class ___VARIABLE_moduleName___RouterSpy: ___VARIABLE_moduleName___RouterProtocol {}
