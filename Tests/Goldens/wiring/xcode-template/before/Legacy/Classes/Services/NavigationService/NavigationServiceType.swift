// swift-format-ignore-file
//
//  NavigationServiceType.swift
//  Legacy
//
//  Created by Jane Appleseed on 1/5/24
//

import SwiftUI

protocol NavigationServiceType: ObservableObject, Identifiable {
    var items: [Views] { get set }
    var modalView: Views? { get set }
}
