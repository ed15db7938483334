// swift-format-ignore-file
//
//  Architecture.swift
//  Legacy
//
//  Created by Jane Appleseed on 1/5/24
//

import Foundation

protocol InteractorProtocol {}

protocol PresenterProtocol {}

protocol RouterProtocol {}

protocol ViewStateProtocol {}
