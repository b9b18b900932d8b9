// /admin/login: one shared password; the server sets an HttpOnly sign-in cookie.

import { FIELD_MAX } from "@shared/limits";
import { LockKeyhole } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useLogin } from "../../api/admin";
import { useAdminPageMeta } from "../../components/admin/AdminGuard";
import { card } from "../../components/admin/ui";
import { Button } from "../../components/ui/Button";
import { Field, Input } from "../../components/ui/Field";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";

export default function AdminLoginPage() {
  useAdminPageMeta();
  const [password, setPassword] = useState("");
  const login = useLogin();
  const navigate = useNavigate();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!password) {
      toast({ title: "Password Required", description: "Please enter the admin password.", variant: "destructive" });
      return;
    }
    login.mutate(password, {
      onSuccess: () => {
        toast({ title: "Login Successful", description: "Welcome to the admin dashboard.", variant: "success" });
        navigate("/admin/dashboard");
      },
      onError: (err) => {
        toast({ title: "Login Failed", description: errorMessage(err, "Invalid password. Please try again."), variant: "destructive" });
      },
    });
  };

  return (
    <section className="flex justify-center px-4 py-12 sm:py-20">
      <div className={`${card} w-full max-w-md`}>
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-3 inline-flex h-12 w-12 items-center justify-center rounded-full bg-pitch-50 text-pitch-700">
            <LockKeyhole className="h-6 w-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">Admin Login</h1>
          <p className="mt-2 text-sm text-slate-600">Enter your admin password to access the dashboard</p>
        </div>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="Password" id="admin-password" look="admin">
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              maxLength={FIELD_MAX.password}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoFocus
            />
          </Field>
          <Button type="submit" size="sm" block pending={login.isPending} pendingLabel="Logging in...">
            Login
          </Button>
        </form>
      </div>
    </section>
  );
}
