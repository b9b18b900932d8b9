// Storage is not isolated between tests in this pool version: start every test from empty tables.
import { beforeEach } from "vitest";
import { resetStorage } from "./storage";

beforeEach(resetStorage);
